import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface ChecklistStep {
  key: string;
  label: string;
  hint: string;
  href: string;
  done: boolean;
}

/**
 * A dashboard checklist (the admins' setup, a new member's first steps): how many steps are
 * done, each step linking to where it is done, ticked by the server from the data, and a
 * way to put the list away. Nothing once every step is done.
 */
export function ChecklistCard({
  heading,
  steps,
  onDismiss,
  dismissing,
}: {
  heading: string;
  steps: ChecklistStep[];
  onDismiss: () => void;
  dismissing: boolean;
}) {
  const headingId = useId();
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card className="border-l-4 border-l-gold">
        <CardHeader className="grid gap-1">
          <CardTitle asChild>
            <h2 id={headingId}>{heading}</h2>
          </CardTitle>
          <CardDescription>
            {done} of {steps.length} done. Each step ticks itself when it is done.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <progress
            className="mb-4 block h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-gold"
            value={done}
            max={steps.length}
            aria-label={`${heading}: progress`}
          />
          <ul className="grid gap-1">
            {steps.map((step) => {
              const Icon = step.done ? CheckCircle2 : Circle;
              return (
                <li key={step.key}>
                  <Link
                    href={step.href}
                    className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Icon
                      aria-hidden="true"
                      className={
                        step.done ? 'size-5 text-gold-text' : 'size-5 text-muted-foreground'
                      }
                    />
                    <span className="grid min-w-0 flex-1">
                      <span
                        className={step.done ? 'text-muted-foreground line-through' : 'font-medium'}
                      >
                        {step.label}{' '}
                        <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
                      </span>
                      <span className="text-sm text-muted-foreground">{step.hint}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                  </Link>
                </li>
              );
            })}
          </ul>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-3"
            disabled={dismissing}
            onClick={onDismiss}
          >
            Dismiss checklist
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
