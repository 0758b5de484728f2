export { CryptoPage as CryptoRoute } from './CryptoPage';
