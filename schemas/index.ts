import { readPageNotes } from '../engine/index.ts';
import pageNotesFile from './page-notes.json';

// What of schemas/ the app carries in its bundle: the page notes of the production backend's
// pages (page-notes.json; engine/config/page-notes.ts). The rest of the folder is the reference
// server's, served by it. check-config reports the file's problems; a bad note is left out here.

/** The notes of page-notes.json, read once. */
export const PAGE_NOTES = readPageNotes(pageNotesFile).notes;
