import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

/** An import the test settles by hand. */
function controlledImport() {
  const calls: { resolve: (m: { word: string }) => void; reject: (e: Error) => void }[] = [];
  const importer = () =>
    new Promise<{ word: string }>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, importer };
}

describe('lazyModule', () => {
  it('answers null until the module arrives, then renders its readers again', async () => {
    const { calls, importer } = controlledImport();
    const mod = lazyModule(importer);
    function Reader() {
      const loaded = mod.useLoaded();
      return <p>{loaded ? loaded.word : 'waiting'}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('waiting')).toBeTruthy();
    // The reader started the download; a second load does not start another.
    void mod.load();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve({ word: 'ready' }));
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('forgets a failed download, so the next load tries again', async () => {
    const { calls, importer } = controlledImport();
    const mod = lazyModule(importer);
    const first = mod.load();
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = mod.load();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ word: 'back' });
    await expect(second).resolves.toEqual({ word: 'back' });
  });
});
