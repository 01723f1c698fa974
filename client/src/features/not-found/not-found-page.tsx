import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';

/** Any path the router does not know, for visitors and members alike (spec §2). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[70vh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md border-t-4 border-t-gold">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Link
            href="/"
            className="mt-6 inline-block text-sm font-medium text-gold-text underline underline-offset-4"
          >
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
