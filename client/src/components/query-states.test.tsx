import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, NotFoundState, type QueryLike, QueryStates } from './query-states';

const settled = { isLoading: false, isError: false };

function renderLadder(query: QueryLike, extra: { isEmpty?: boolean; isNotFound?: boolean } = {}) {
  const content = vi.fn(() => <ul aria-label="Things" />);
  render(
    <QueryStates
      query={query}
      isNotFound={extra.isNotFound}
      notFound={<h1>Thing Not Found</h1>}
      loading={
        <p role="status" className="sr-only">
          Loading things
        </p>
      }
      error="Failed to fetch things"
      isEmpty={extra.isEmpty}
      empty={<EmptyState title="No things yet" text="Add the first thing." titleAs="h2" />}
    >
      {content}
    </QueryStates>,
  );
  return content;
}

describe('QueryStates', () => {
  it('shows the loading state, and not the content, while loading', () => {
    const content = renderLadder({ ...settled, isLoading: true, refetch: vi.fn() });
    expect(screen.getByRole('status').textContent).toBe('Loading things');
    expect(content).not.toHaveBeenCalled();
  });

  it('says a failure in an alert, and Try again refetches', async () => {
    const refetch = vi.fn();
    const content = renderLadder({ ...settled, isError: true, refetch }, { isEmpty: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch things');
    expect(screen.queryByRole('heading', { name: 'No things yet' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(content).not.toHaveBeenCalled();
  });

  it('shows the empty state with its own texts', () => {
    const content = renderLadder({ ...settled, refetch: vi.fn() }, { isEmpty: true });
    expect(screen.getByRole('heading', { name: 'No things yet', level: 2 })).toBeTruthy();
    expect(screen.getByText('Add the first thing.')).toBeTruthy();
    expect(content).not.toHaveBeenCalled();
  });

  it('shows the content once there is some', () => {
    const content = renderLadder({ ...settled, refetch: vi.fn() });
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy();
    expect(content).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts not found before everything else', () => {
    renderLadder({ isLoading: true, isError: true, refetch: vi.fn() }, { isNotFound: true });
    expect(screen.getByRole('heading', { name: 'Thing Not Found' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a page's heading above the failure when it has one", () => {
    render(
      <QueryStates
        query={{ ...settled, isError: true, refetch: vi.fn() }}
        loading={null}
        error="Failed to fetch conversation"
        errorHeading={<h1>Conversation</h1>}
      >
        {() => null}
      </QueryStates>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('Conversation');
    expect(alert.textContent).toContain('Failed to fetch conversation');
  });
});

describe('NotFoundState', () => {
  it("is the page's heading, says why and links back to the list", () => {
    render(
      <NotFoundState
        icon={<svg aria-hidden="true" />}
        title="Discussion Not Found"
        text="The discussion you're looking for doesn't exist or has been removed."
        backHref="/discussions"
        backLabel="Back to Discussions"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Discussion Not Found' })).toBeTruthy();
    expect(
      screen.getByText("The discussion you're looking for doesn't exist or has been removed."),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Discussions' });
    expect(back.getAttribute('href')).toBe('/discussions');
  });
});
