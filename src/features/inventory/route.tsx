export { InventoryPage as InventoryRoute } from './InventoryPage';
