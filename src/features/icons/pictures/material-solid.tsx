import '@material-design-icons/font/filled.css';
import { materialPicture } from './material';

export default materialPicture('material-icons');
