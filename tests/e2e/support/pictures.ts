import type { Page } from 'playwright-core';

// Pictures the browser tests upload, made in the page (no binary fixtures).

/** A JPEG (or PNG) of width × height drawn in the page with canvas.toBlob: a gradient, a disc, a square. */
export async function photo(page: Page, width: number, height: number, type = 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#3a7bd5');
      gradient.addColorStop(1, '#f7b733');
      g.fillStyle = gradient;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, 0.9));
      const bytes = new Uint8Array(await blob!.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, 'base64');
}
