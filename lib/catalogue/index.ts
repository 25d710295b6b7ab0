export * from './services';
export * from './places';
export * from './pages';
export * from './content';
export * from './calculators';
export * from './collections';
