// One way every element of the package is registered: see element/base.ts.
export { defineElement } from './element/base.js';
