import { ShieldAlert } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ListLoading } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/hooks/use-auth';
import { lazyComponent, preloadOnIntent } from '@/lib/lazy-component';
import { usePendingApplicationCount } from './applications-api';
import { reportsTabLabel } from './labels';
import { useOpenReportCount } from './reports-api';

/** The console's tabs, in order; the first is where /admin opens. */
export const ADMIN_TABS = [
  'members',
  'reports',
  'applications',
  'invitations',
  'settings',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
const DEFAULT_TAB: AdminTab = 'members';

/**
 * Each tab's section downloads when the tab opens (issue 35): the console's first page is
 * the members list, and the other five tabs (the settings' forms, the applications'
 * answers, zod for their checks) were two fifths of its JavaScript. Radix mounts only the
 * open tab's content, so a tab never opened is never fetched; pointing at or focusing a
 * tab starts its download before the click.
 */
const SECTIONS: Record<AdminTab, ReturnType<typeof lazyComponent<object>>> = {
  members: lazyComponent(() => import('./members-section').then((m) => m.MembersSection)),
  reports: lazyComponent(() => import('./reports-section').then((m) => m.ReportsSection)),
  applications: lazyComponent(() =>
    import('./applications-section').then((m) => m.ApplicationsSection),
  ),
  invitations: lazyComponent(() =>
    import('./invitations-section').then((m) => m.InvitationsSection),
  ),
  settings: lazyComponent(() => import('./settings-section').then((m) => m.SettingsSection)),
  audit: lazyComponent(() => import('./audit-section').then((m) => m.AuditSection)),
};

/** A tab's panel: its section, with the list's loading state while its code downloads. */
function Section({ tab }: { tab: AdminTab }) {
  const { Component } = SECTIONS[tab];
  return (
    <TabsContent value={tab}>
      <Suspense fallback={<ListLoading label="Loading" />}>
        <Component />
      </Suspense>
    </TabsContent>
  );
}

/** A tab's trigger, which starts its section's download on intent. */
function Trigger({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  return (
    <TabsTrigger
      value={tab}
      className="flex-auto"
      {...preloadOnIntent(() => SECTIONS[tab].preload().catch(() => {}))}
    >
      {children}
    </TabsTrigger>
  );
}

/**
 * The tab named by `?tab=` among the role's tabs, or their first for none or one that
 * does not exist (or is not theirs).
 */
export function tabFromSearch(search: string, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTab {
  const tab = new URLSearchParams(search).get('tab');
  return (tabs as readonly (string | null)[]).includes(tab) ? (tab as AdminTab) : tabs[0];
}

/** The console's address for a tab: /admin for Members, /admin?tab=… for the others. */
export const adminTabHref = (tab: AdminTab) =>
  tab === DEFAULT_TAB ? '/admin' : `/admin?tab=${encodeURIComponent(tab)}`;

/** "Applications", or "Applications (3)" while some wait for a decision. */
export const applicationsTabLabel = (pending: number | undefined) =>
  pending ? `Applications (${pending})` : 'Applications';

/** A moderator's console (decision 021): the Reports tab alone. */
function ModeratorConsole() {
  const openReports = useOpenReportCount();
  return (
    <Tabs value="reports">
      <TabsList aria-label="Moderation" className="flex h-auto w-full justify-start sm:w-fit">
        <Trigger tab="reports">{reportsTabLabel(openReports.data)}</Trigger>
      </TabsList>
      <Section tab="reports" />
    </Tabs>
  );
}

function AdminTabs() {
  const [, navigate] = useLocation();
  const tab = tabFromSearch(useSearch());
  const pending = usePendingApplicationCount();
  const openReports = useOpenReportCount();
  return (
    <Tabs
      value={tab}
      // The tab is kept in the address (a reload or a shared link opens it), replacing the
      // entry: going back leaves the console rather than stepping through its tabs.
      onValueChange={(value) =>
        navigate(adminTabHref(tabFromSearch(`?tab=${value}`)), { replace: true })
      }
    >
      <TabsList
        aria-label="Admin console"
        className="flex h-auto w-full flex-wrap justify-start sm:w-fit"
      >
        <Trigger tab="members">Members</Trigger>
        <Trigger tab="reports">{reportsTabLabel(openReports.data)}</Trigger>
        <Trigger tab="applications">{applicationsTabLabel(pending.data)}</Trigger>
        <Trigger tab="invitations">Invitations</Trigger>
        <Trigger tab="settings">Settings</Trigger>
        <Trigger tab="audit">Audit log</Trigger>
      </TabsList>
      {ADMIN_TABS.map((t) => (
        <Section key={t} tab={t} />
      ))}
    </Tabs>
  );
}

/**
 * The admin console (issue 21, decision 017). The page is in the member frame for everyone,
 * so a member who opens /admin learns why there is nothing here, not a 404; the server
 * refuses its API to anyone but admins whatever this page shows. Which console shows is
 * the session's `abilities` (the server's answer), never the member's role: the whole
 * console to who may administer, the reports queue to who may moderate.
 */
export function AdminPage() {
  const { user } = useAuth();
  const administer = user?.abilities.administer === true;
  const moderate = user?.abilities.moderate === true;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Admin"
        description={
          administer
            ? 'Manage the community’s members, who joins, and how people join.'
            : moderate
              ? 'Review what members reported.'
              : undefined
        }
      />
      {administer ? (
        <AdminTabs />
      ) : moderate ? (
        <ModeratorConsole />
      ) : (
        <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-4 py-14 text-center">
          <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">Only admins and moderators can see this page.</p>
        </div>
      )}
    </div>
  );
}
