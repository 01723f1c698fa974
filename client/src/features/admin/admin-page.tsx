import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/hooks/use-auth';
import { AuditSection } from './audit-section';
import { MembersSection } from './members-section';

/**
 * The admin console (issue 21, decision 017). The page is in the member frame for everyone,
 * so a member who opens /admin learns why there is nothing here, not a 404; the server
 * refuses its API to anyone but admins whatever this page shows.
 */
export function AdminPage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Admin"
        description={isAdmin ? 'Manage the community’s members.' : undefined}
      />
      {isAdmin ? (
        <>
          <MembersSection />
          <AuditSection />
        </>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-4 py-14 text-center">
          <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">Only admins can see this page.</p>
        </div>
      )}
    </div>
  );
}
