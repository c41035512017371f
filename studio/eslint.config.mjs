// Lint rules of the Sanity Studio: Sanity's own preset for Studio projects (`npm run lint` runs it).
import studio from '@sanity/eslint-config-studio';

export default [{ ignores: ['dist/**', 'node_modules/**', '.sanity/**'] }, ...studio];
