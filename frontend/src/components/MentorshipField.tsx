import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { FORM_FIELDS, MENTORSHIP_ANSWERS, OPTION_LABELS } from '@community/vocabulary';

interface MentorshipFieldProps {
  value: string;
  onChange: (answer: string) => void;
}

/** Required through the browser's own check, as the spec has it. */
export function MentorshipField({ value, onChange }: MentorshipFieldProps) {
  return (
    <FormControl required>
      <FormLabel id="mentorship-label">{FORM_FIELDS.memberSignUp.mentorship.label}</FormLabel>
      <RadioGroup row aria-labelledby="mentorship-label" name="mentorship" value={value} onChange={(event) => onChange(event.target.value)}>
        {MENTORSHIP_ANSWERS.map((answer) => (
          <FormControlLabel
            key={answer}
            value={answer}
            label={OPTION_LABELS.mentorship[answer]}
            control={<Radio slotProps={{ input: { required: true } }} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
