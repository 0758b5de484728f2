import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/lib/idle';

/** Charts waiting to be drawn, first come first drawn. */
const waiting: (() => void)[] = [];
let scheduled = false;

function drawNext() {
  scheduled = false;
  waiting.shift()?.();
  scheduleNext();
}

function scheduleNext() {
  if (scheduled || !waiting.length) return;
  scheduled = true;
  whenIdle(drawNext, 500);
}

/**
 * Draws a chart in a turn of its own: a page's charts are drawn one per idle moment, in the order
 * they came, instead of all in one long task that input would wait for (recharts draws a chart's
 * SVG in one commit, which React cannot slice). Until its turn, the chart's place is held at its
 * height, so nothing moves when it comes.
 */
export function DrawnInTurn({ height, children }: { height: number; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // Drawn within the turn (flushSync), so that each chart is its own task.
    const turn = () => flushSync(() => setDrawn(true));
    waiting.push(turn);
    scheduleNext();
    return () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, []);
  return drawn ? children : <div style={{ blockSize: height }} />;
}
