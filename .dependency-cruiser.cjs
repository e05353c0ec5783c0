// Import cycles fail `npm run lint`: with type-only imports counted too (tsPreCompilationDeps), since a
// type cycle still ties two layers together, and the layering runs one way (conventions §4).
/* global module */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only ones included: move what both sides need to a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
