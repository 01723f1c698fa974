import { useQuery } from '@tanstack/react-query';

export interface ActivityAuthor {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

export interface DashboardData {
  counts: {
    eventsThisWeek: number;
    newDiscussions: number;
    activeJobs: number;
    members: number;
  };
  recentActivity: Array<{
    id: number;
    title: string;
    createdAt: string | null;
    author: ActivityAuthor | null;
  }>;
}

export const DASHBOARD_KEY = ['/api/dashboard'] as const;

export function useDashboard() {
  return useQuery<DashboardData>({ queryKey: DASHBOARD_KEY });
}
