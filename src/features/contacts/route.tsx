export { ContactsPage as ContactsRoute } from './ContactsPage';
