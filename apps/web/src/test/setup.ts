import { configure } from '@testing-library/dom';

// Screens load lazily (a route's chunk is transformed on first use); on a busy two-core machine that
// can take longer than Testing Library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 5000 });
