/**
 * React Router as the apps use it. It reaches them only through shared-kernel (a shared
 * singleton), so shell and remotes read one router instance, and the bundle carries just
 * these exports rather than the whole library that sharing react-router-dom itself would
 * ship. Import them from 'shared-kernel', never from 'react-router-dom'
 * (enforced by eslint.config.mjs, no-restricted-imports).
 */
export { HashRouter, MemoryRouter, Route, Routes, matchPath, useLocation, useParams, useSearchParams } from 'react-router-dom';
