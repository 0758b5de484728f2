import '@material-design-icons/font/outlined.css';
import { materialPicture } from './material';

export default materialPicture('material-icons-outlined');
