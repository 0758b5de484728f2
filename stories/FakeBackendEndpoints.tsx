import { useEffect, useState } from 'react';
import type { Area } from '@mocks/api';
import { areas } from '@mocks/areas';
import { hubEndpoints } from '@mocks/hub/fake-hub';
import { loadAreas } from '@mocks/router';
import * as styles from './FakeBackendEndpoints.css';

const delayOf = (ms: number) => (ms > 0 ? `${ms} ms` : '–');
const accessOf = { session: 'Signed in', anyone: 'Anyone' } as const;

/**
 * Every endpoint of the fake backend with its method, path, rule, who may call it and delay, read from the handlers
 * themselves (each area declares them once), so this list cannot drift from what answers.
 */
export function FakeBackendEndpoints() {
  const [loaded, setLoaded] = useState<Area[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadAreas(areas).then((list) => current && setLoaded(list));
    return () => {
      current = false;
    };
  }, []);
  if (!loaded) return <p>Loading the endpoints…</p>;
  const groups = [...loaded, { name: 'Calls hub', endpoints: hubEndpoints, handlers: [] }];
  return (
    <table className={styles.table} aria-label="Endpoints of the fake backend">
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            Method
          </th>
          <th className={styles.cell} scope="col">
            Path
          </th>
          <th className={styles.cell} scope="col">
            Rule
          </th>
          <th className={styles.cell} scope="col">
            Access
          </th>
          <th className={styles.cell} scope="col">
            Delay (demo)
          </th>
        </tr>
      </thead>
      {groups.map((area) => (
        <tbody key={area.name}>
          <tr>
            <th className={styles.areaHeading} scope="rowgroup" colSpan={5}>
              {area.name}
            </th>
          </tr>
          {area.endpoints.map((item) => (
            <tr key={`${item.method} ${item.path}`}>
              <td className={styles.cell}>{item.method}</td>
              <td className={styles.cell}>
                <code>{item.path}</code>
              </td>
              <td className={styles.cell}>{item.rule}</td>
              <td className={styles.cell}>{item.page ? `${accessOf[item.access]}, may open ${item.page}` : accessOf[item.access]}</td>
              <td className={styles.cell}>{delayOf(item.delayMs)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
