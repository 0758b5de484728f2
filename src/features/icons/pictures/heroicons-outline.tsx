import * as icons from '@heroicons/react/24/outline';
import { heroiconPicture } from './heroicons';

export default heroiconPicture(icons);
