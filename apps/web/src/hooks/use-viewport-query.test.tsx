import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedMediaQueryList } from '../../test/dom';
import { useViewportQuery } from './use-viewport-query';

const PHONE = '(max-width: 767.98px)';

function stubViewport(matching: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, query === matching),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useViewportQuery', () => {
  it('answers from the first render, so a screen never renders once in the wrong layout', () => {
    stubViewport(PHONE);
    const seen: boolean[] = [];
    function Probe() {
      const phone = useViewportQuery(PHONE);
      seen.push(phone);
      return <p>{phone ? 'phone' : 'desktop'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    expect(seen).toEqual([true]);
  });
});
