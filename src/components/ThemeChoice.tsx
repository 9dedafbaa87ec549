// The colour theme choice in the footer (decision 0131): System (the browser's light or dark preference), Light or
// Dark, as three radio buttons; the choice is remembered on this device.
import { THEME_CHOICES, useThemeChoice, type ThemeChoice as Choice } from '@/state/useTheme';

const LABELS: Record<Choice, string> = { system: 'As the device', light: 'Light', dark: 'Dark' };

export function ThemeChoice() {
  const [choice, choose] = useThemeChoice();
  return (
    <fieldset className="theme-choice">
      <legend>Colours</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="theme-choice"
            value={option}
            checked={choice === option}
            onChange={() => choose(option)}
          />
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
