/** The portal's routing: wouter (History API routes, links, params) and the few helpers it lacks. */
export { Link, Redirect, Route, Switch, useParams, useRoute } from 'wouter';
export { PortalRouter, useInRouter } from './PortalRouter.tsx';
export { useNavigate, usePathname, useSearch, useVisitState, type Navigate, type NavigateOptions } from './navigation.ts';
