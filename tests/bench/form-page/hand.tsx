import { HandPage } from './hand-page.tsx';
import { mountBench } from './measure.tsx';
import { FIELD_COUNT } from './shared.ts';

// The hand-written page of the form bench (hand-page.tsx), mounted with the bench's instruments.
mountBench(FIELD_COUNT, (key) => <HandPage formKey={key} />);
