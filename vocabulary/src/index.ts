export * from './industries';
export * from './roles';
export * from './forms';
export * from './legal';
export * from './limits';
export * from './rules';
export * from './messages';
export * from './screen-texts';
