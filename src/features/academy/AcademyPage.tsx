import { useParams } from 'react-router';
import { CoursesPage } from './CoursesPage';
import { CourseViewer } from './CourseViewer';

/** The academy: the course list, or one course when the address names it. */
export function AcademyPage() {
  const { courseSlug } = useParams();
  return courseSlug ? <CourseViewer key={courseSlug} courseSlug={courseSlug} /> : <CoursesPage />;
}
