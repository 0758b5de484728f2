/**
 * The shell as the route table loads it: the frame around every page, without the rest of the
 * feature's surface (the frame's own parts load with the first page that shows them).
 */
export { loadFrame, ShellRoute } from './ShellRoute';
