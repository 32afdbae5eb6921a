import { render, screen } from '@testing-library/react';
import { PhoneLink, telHref } from '@/components/ui/phone-link';

describe('PhoneLink', () => {
  it('shows a Russian number in the display format and dials it', () => {
    render(<PhoneLink phone="79161234567" />);
    const link = screen.getByRole('link', { name: '+7 916 123-45-67' });
    expect(link).toHaveAttribute('href', 'tel:+79161234567');
  });

  it('reads a leading 8 and a number without its country digit as +7', () => {
    const { rerender } = render(<PhoneLink phone="8 (916) 123-45-67" />);
    expect(screen.getByRole('link', { name: '+7 916 123-45-67' })).toHaveAttribute('href', 'tel:+79161234567');
    rerender(<PhoneLink phone="9161234567" />);
    expect(screen.getByRole('link', { name: '+7 916 123-45-67' })).toHaveAttribute('href', 'tel:+79161234567');
  });

  it('keeps a foreign number as it was given, dialled with its own digits', () => {
    render(<PhoneLink phone="+49 30 1234567" />);
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
  });

  it('never breaks across lines', () => {
    render(<PhoneLink phone="79161234567" className="extra" />);
    const link = screen.getByRole('link');
    expect(link.className).toMatch(/phone/);
    expect(link).toHaveClass('extra');
  });

  it('renders nothing for no phone, and plain text for text that is no number', () => {
    const { container, rerender } = render(<PhoneLink phone="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PhoneLink phone={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PhoneLink phone="нет" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('нет')).toBeInTheDocument();
  });
});

describe('telHref', () => {
  it('is the digits with the plus of the shown number', () => {
    expect(telHref('+7 916 123-45-67')).toBe('tel:+79161234567');
    expect(telHref('112')).toBeNull();
  });
});
