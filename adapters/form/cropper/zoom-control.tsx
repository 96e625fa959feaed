import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { CROPPER } from '../../../engine/index.ts';

// Zoom 0–100 (spec section 9): a slider, and − / + buttons that step once per click and, held
// down, every 60 ms until released.

const STEP = 2;

function useHoldRepeat(onStep: () => void) {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(onStep);
  latest.current = onStep;
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);
  return {
    stop,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      stop();
      latest.current();
      timer.current = setInterval(() => latest.current(), CROPPER.zoomRepeatMs);
      // a button disabled at 0 or 100 hears no pointerup of its own
      window.addEventListener('pointerup', stop, { once: true });
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // the keyboard's Enter and Space click without a pointer (detail 0): one step each
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) latest.current();
    },
  };
}

export function ZoomControl({ zoom, onZoom, disabled }: { zoom: number; onZoom: (next: (zoom: number) => number) => void; disabled?: boolean }) {
  const out = useHoldRepeat(() => onZoom((value) => value - STEP));
  const into = useHoldRepeat(() => onZoom((value) => value + STEP));
  const { stop: stopOut, ...outProps } = out;
  const { stop: stopInto, ...intoProps } = into;
  useEffect(() => {
    if (zoom <= CROPPER.zoomMin) stopOut();
    if (zoom >= CROPPER.zoomMax) stopInto();
  }, [zoom, stopOut, stopInto]);
  return (
    <div className="image-cropper-zoom">
      <Button icon={<MinusOutlined />} aria-label="缩小" title="缩小（按住连续缩小）" disabled={disabled || zoom <= CROPPER.zoomMin} {...outProps} />
      <Slider
        min={CROPPER.zoomMin}
        max={CROPPER.zoomMax}
        value={zoom}
        disabled={disabled}
        onChange={(value) => onZoom(() => value)}
        tooltip={{ formatter: (value) => `缩放 ${value ?? 0}` }}
        // the name goes on the handle, the element with role slider (antd puts aria-label on the box round it)
        ariaLabelForHandle="缩放"
        className="image-cropper-slider"
      />
      <Button icon={<PlusOutlined />} aria-label="放大" title="放大（按住连续放大）" disabled={disabled || zoom >= CROPPER.zoomMax} {...intoProps} />
      <span className="image-cropper-zoom-value" aria-live="polite">
        {zoom}
      </span>
    </div>
  );
}
