import '@material-design-icons/font/two-tone.css';
import { materialPicture } from './material';

export default materialPicture('material-icons-two-tone');
