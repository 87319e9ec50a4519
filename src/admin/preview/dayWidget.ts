/**
 * The editor's date field (`widget: day` in config.yml): the browser's own date input, so the owner
 * types a day in their own way (11/29/2026 in the US) or picks it, and the day is written as typed,
 * 2026-11-29. Decap's datetime widget reads each change back through dayjs, and a year typed digit
 * by digit passes through year 2, which dayjs makes 1902: "11/29/2026" was saved as 1906-11-29.
 * With `time: true` (a post's publication date) a time may follow, on the site's clocks, and the day
 * and time are written with the offset the site's time zone has then: 2026-12-01T09:00-05:00.
 */
import { parseDateTime, siteClock, siteDateTime } from '../../content/publication.ts';
import { site } from '../../site.ts';
import { CMS, createClass, h, type ControlProps } from './decapGlobals.ts';

type DayProps = ControlProps<{ get(option: 'time'): boolean | undefined }>;

interface DayControl {
  props: DayProps;
  state: { time: string };
  setState(state: { time: string }): void;
}


/** The day and time (HH:mm, or none) a stored value shows: a timed one as the site's clocks read it, or as written while its year is still being typed (0002). */
function shown(value: string): { day: string; time: string } {
  const moment = value.length > 10 ? parseDateTime(value) : null;
  return moment ? siteClock(moment) : { day: value.slice(0, 10), time: value.slice(11, 16) };
}

/** What a day and a time write: the day alone, or with the time and the site's offset then; nothing until the day is whole. */
const written = (day: string, time: string) => (day && time ? siteDateTime(day, time) : day);

const inputValue = (event: unknown) => (event as { target: HTMLInputElement }).target.value;

const DayControl = createClass<DayControl>({
  // A time typed while the day is not whole yet is kept here, to be written with the day.
  getInitialState() {
    return { time: shown(this.props.value ?? '').time };
  },
  render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const stored = shown(value ?? '');
    const time = stored.day ? stored.time : this.state.time;
    // The input's value is the stored day itself, never a reading of it: a year half typed (0002) stays as typed.
    const dayInput = h('input', { id: forID, type: 'date', value: stored.day, onChange: (event: unknown) => onChange(written(inputValue(event), time)), onFocus: setActiveStyle, onBlur: setInactiveStyle });
    if (!field.get('time')) return h('div', { className: classNameWrapper }, dayInput);
    const timeInput = h('input', {
      type: 'time',
      value: time,
      onChange: (event: unknown) => {
        this.setState({ time: inputValue(event) });
        onChange(written(stored.day, inputValue(event)));
      },
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
    });
    return h(
      'div',
      { className: classNameWrapper, style: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', alignItems: 'center' } },
      dayInput,
      h('label', { style: { display: 'flex', gap: '0.5rem', alignItems: 'center' } }, `Time (optional, ${site.timeZone} time)`, timeInput),
    );
  },
});

CMS.registerWidget('day', DayControl);
