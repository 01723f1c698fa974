import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { CardsSkeleton } from '@/components/skeleton-bars';
import { useAuth } from '@/hooks/use-auth';
import { AccountSection } from './account-section';
import { accountQueries } from './api';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

/** Account settings (issue 20, from the user menu): e-mail address, password, signed-in devices. */
export function AccountPage() {
  const { user } = useAuth();
  const settings = useQuery(accountQueries.settings());
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Account settings"
        description="Your sign-in details and the devices signed in to your account."
      />
      <QueryStates
        query={settings}
        loading={<CardsSkeleton heights={['h-56', 'h-72']} />}
        error="Failed to fetch account settings"
      >
        {() =>
          settings.data ? (
            <div className="grid gap-6">
              <EmailSection
                email={user?.email ?? null}
                pendingEmail={settings.data.pendingEmail}
                hasPassword={settings.data.hasPassword}
              />
              <PasswordSection
                hasPassword={settings.data.hasPassword}
                managedByProvider={settings.data.passwordManagedByProvider}
              />
            </div>
          ) : null
        }
      </QueryStates>
      <DevicesSection />
      <AccountSection
        id="notifications"
        title="E-mail notifications"
        description={
          <>
            What reaches your inbox at once, what waits for your digest.{' '}
            <Link
              href="/settings/notifications"
              className="font-medium text-gold-text underline underline-offset-2 hover:no-underline"
            >
              Choose your e-mail notifications
            </Link>
          </>
        }
      />
    </div>
  );
}
