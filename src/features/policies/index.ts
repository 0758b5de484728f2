export { isPolicy, PolicyPage, policies, type Policy } from './PolicyPage';
