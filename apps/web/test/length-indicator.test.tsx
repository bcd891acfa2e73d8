import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LengthIndicator } from '../src/features/translation/components/length-indicator';
import { TextTranslatePage } from '../src/features/translation/pages/text-translate-page';
import { fakeApi, signIn } from './support/fake-api';
import { renderScreen } from './support/render-screen';

function barWidth(meter: HTMLElement): string {
  return (meter.firstElementChild as HTMLElement).style.width;
}

describe('the text length indicator', () => {
  it.each([
    [0, 'Optimal', '0%'],
    [499, 'Optimal', '24.95%'],
    [500, 'Good', '25%'],
    [999, 'Good', '49.95%'],
    [1000, 'Large', '50%'],
    [1999, 'Large', '99.95%'],
    [2000, 'Very Large', '100%'],
    [5000, 'Very Large', '100%'],
  ])('at %i characters says %s with the bar at %s of 2000', (length, label, width) => {
    renderScreen(<LengthIndicator length={length} />);
    const meter = screen.getByRole('meter', { name: 'Text length' });
    expect(meter.getAttribute('aria-valuetext')).toBe(label);
    expect(meter.getAttribute('aria-valuemax')).toBe('2000');
    expect(meter.getAttribute('aria-valuenow')).toBe(String(Math.min(length, 2000)));
    expect(barWidth(meter)).toBe(width);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${length} / 5000`))).toBeTruthy();
  });

  it('follows what the learner types on the text translator', () => {
    fakeApi();
    signIn();
    renderScreen(<TextTranslatePage />);
    const box = screen.getByRole('textbox');
    const meter = screen.getByRole('meter', { name: 'Text length' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Optimal');

    fireEvent.change(box, { target: { value: 'a'.repeat(750) } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Good');
    expect(barWidth(meter)).toBe('37.5%');

    fireEvent.change(box, { target: { value: 'a'.repeat(1500) } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Large');

    fireEvent.change(box, { target: { value: 'a'.repeat(2500) } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Very Large');
    expect(barWidth(meter)).toBe('100%');
  });
});
