/** The book-a-call page (SPEC.md "Book a call"), from `src/content/pages/booking.yml`: its title and description, and its blocks in the order they show. */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const bookingFile = blockPageContent('pages/booking.yml', 'Book-a-call page', paths.booking);
