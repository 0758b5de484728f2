// The page itself is reached through `route.tsx`, a chunk of its own; the route table needs only the ids.
export { productAreaIds, type ProductArea } from './areas';
