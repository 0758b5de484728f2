export { AcademyPage as AcademyRoute } from './AcademyPage';
