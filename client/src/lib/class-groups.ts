/**
 * The Tailwind class groups `cn()` resolves conflicts in: which classes set the same CSS, so
 * that a later one replaces an earlier one (`px-4` then `px-2` keeps `px-2`). tailwind-merge's
 * own table knows every utility Tailwind has and weighs 9 KB gzip on every page, the landing
 * page's included; this one knows the utilities Roundtable writes, for tailwind-merge's engine
 * (decision 069). Group names follow tailwind-merge's `getDefaultConfig`.
 *
 * `class-groups.test.ts` checks it against tailwind-merge's full table on every pair of
 * utilities in client/src, so a utility this table gets wrong fails that test by name.
 */

const any = () => true;
const number = (v: string) => /^\d+(\.\d+)?$/.test(v);
const arbitrary = (v: string) => /^\[.+\]$/.test(v);
/** `sm`, `2xl`: the named sizes of fonts, radii and shadows. */
const named = (v: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);
const arbitraryLength = (v: string) => /^\[(length:)?(\d*\.?\d+[a-z%]*|calc\(.+\))\]$/.test(v);
const width = () => ['', number, arbitraryLength];

/** Utilities whose values no other group shares the prefix of: `p-*`, `z-*`, `w-*`… */
const any1 = (prefix: string) => [{ [prefix]: [any] }];

const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
/** `p`, `px`… `pl` (and their conflicts): padding, margin. */
function spacing(group: string) {
  return Object.fromEntries(
    [group, ...SIDES.map((s) => group + s)].map((g) => [g, any1(g)] as const),
  );
}
/** `border-w`, `border-w-t`…, named by the class prefix `border`, `border-t`…. */
function borderSides(group: string, values: () => unknown[]) {
  return Object.fromEntries([
    [group, [{ border: values() }]],
    ...SIDES.map((s) => [`${group}-${s}`, [{ [`border-${s}`]: values() }]]),
  ]);
}
function sideConflicts(group: string, join = '') {
  return {
    [group]: SIDES.map((s) => group + join + s),
    [`${group}${join}x`]: ['s', 'e', 'r', 'l'].map((s) => group + join + s),
    [`${group}${join}y`]: ['t', 'b'].map((s) => group + join + s),
  };
}
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];
const radius = () => ['', 'none', 'full', named, arbitrary];
const lineStyles = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];

export const classGroups = {
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    container: ['container'],
    sr: ['sr-only', 'not-sr-only'],
    visibility: ['visible', 'invisible', 'collapse'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    float: any1('float'),
    clear: any1('clear'),
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    'object-position': any1('object'),
    overflow: any1('overflow'),
    'overflow-x': any1('overflow-x'),
    'overflow-y': any1('overflow-y'),
    ...Object.fromEntries(
      ['inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'z'].map((g) => [
        g,
        any1(g),
      ]),
    ),
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: any1('flex'),
    grow: ['grow', ...any1('grow')],
    shrink: ['shrink', ...any1('shrink')],
    basis: any1('basis'),
    'grid-cols': any1('grid-cols'),
    'col-start-end': [{ col: [{ span: [any] }] }],
    gap: any1('gap'),
    'gap-x': any1('gap-x'),
    'gap-y': any1('gap-y'),
    'justify-content': any1('justify'),
    'justify-items': any1('justify-items'),
    'justify-self': any1('justify-self'),
    'align-content': [{ content: ['normal', 'start', 'end', 'center', 'between', 'stretch'] }],
    content: [{ content: ['none', arbitrary] }],
    'align-items': any1('items'),
    'align-self': any1('self'),
    'place-items': any1('place-items'),
    ...spacing('p'),
    ...spacing('m'),
    'space-x': any1('space-x'),
    'space-y': any1('space-y'),
    ...Object.fromEntries(
      ['size', 'w', 'min-w', 'max-w', 'h', 'min-h', 'max-h'].map((g) => [g, any1(g)]),
    ),
    'font-size': [{ text: ['base', named, arbitraryLength] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-color': any1('text'),
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'font-family': any1('font'),
    'font-style': ['italic', 'not-italic'],
    'fvn-spacing': ['tabular-nums', 'proportional-nums'],
    tracking: any1('tracking'),
    leading: any1('leading'),
    'line-clamp': any1('line-clamp'),
    'list-style-type': any1('list'),
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': any1('underline-offset'),
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'vertical-align': any1('align'),
    whitespace: any1('whitespace'),
    break: any1('break'),
    wrap: any1('wrap'),
    'bg-color': any1('bg'),
    rounded: [{ rounded: radius() }],
    ...Object.fromEntries(CORNERS.map((c) => [`rounded-${c}`, [{ [`rounded-${c}`]: radius() }]])),
    ...borderSides('border-w', width),
    'border-style': [{ border: lineStyles }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    ...borderSides('border-color', () => [any]),
    'divide-y': [{ 'divide-y': width() }],
    'outline-style': [{ outline: lineStyles }],
    'outline-w': [{ outline: width() }],
    'outline-offset': any1('outline-offset'),
    'outline-color': any1('outline'),
    'ring-w': [{ ring: width() }],
    'ring-w-inset': ['ring-inset'],
    'ring-color': any1('ring'),
    shadow: [{ shadow: ['', 'none', named] }],
    'shadow-color': any1('shadow'),
    opacity: any1('opacity'),
    filter: ['filter', 'filter-none'],
    'backdrop-blur': ['backdrop-blur', ...any1('backdrop-blur')],
    'table-layout': any1('table'),
    transition: ['transition', ...any1('transition')],
    duration: any1('duration'),
    animate: any1('animate'),
    transform: ['transform', 'transform-cpu', 'transform-gpu', 'transform-none'],
    translate: any1('translate'),
    'translate-x': any1('translate-x'),
    'translate-y': any1('translate-y'),
    rotate: any1('rotate'),
    scale: any1('scale'),
    accent: any1('accent'),
    appearance: any1('appearance'),
    cursor: any1('cursor'),
    resize: ['resize', ...any1('resize')],
    'pointer-events': any1('pointer-events'),
    select: any1('select'),
    'scroll-mt': any1('scroll-mt'),
    aspect: any1('aspect'),
    fill: any1('fill'),
    stroke: any1('stroke'),
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    ...sideConflicts('p'),
    ...sideConflicts('m'),
    ...sideConflicts('border-w', '-'),
    ...sideConflicts('border-color', '-'),
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: CORNERS.map((c) => `rounded-${c}`),
    'rounded-s': ['rounded-ss', 'rounded-es'],
    'rounded-e': ['rounded-se', 'rounded-ee'],
    'rounded-t': ['rounded-tl', 'rounded-tr'],
    'rounded-r': ['rounded-tr', 'rounded-br'],
    'rounded-b': ['rounded-br', 'rounded-bl'],
    'rounded-l': ['rounded-tl', 'rounded-bl'],
    translate: ['translate-x', 'translate-y'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // As tailwind-merge: classes under these variants keep their order.
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'file',
    'marker',
    'placeholder',
    'selection',
  ],
};
