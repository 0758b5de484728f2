export { HomePage, displayedWallet } from './HomePage';
