import { firstPaintModules, MEMBER_SHELL, ROUTES } from '../../../shared/routes';
import type { Manifest } from './route-modules';

/**
 * A build like Vite's: an entry with React, the frame and each page (and each part a page
 * loads as it first paints) with their chunks.
 */
export function fakeManifest(): Manifest {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
    [MEMBER_SHELL]: {
      file: 'assets/member-routes.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react.js', '_icons.js'],
    },
  };
  for (const module of ROUTES.flatMap(firstPaintModules)) {
    const name = module.split('/').at(-1)?.replace('.tsx', '');
    manifest[module] = {
      file: `assets/${name}.js`,
      isDynamicEntry: true,
      imports: ['index.html', '_icons.js'],
    };
  }
  manifest['src/features/gallery/gallery-page.tsx'].imports?.push('_viewer.js');
  manifest['_viewer.js'] = { file: 'assets/viewer.js', imports: ['_react.js'] };
  return manifest;
}
