import { NavLink as Link } from '@/components/i18n/NavLink';
import { Button, buttonClass } from '@/components/ui/Button';

/**
 * A staff form's own pair of buttons: send it, or leave for `href` without sending (cancel an edit,
 * reset the filters). Small, the leaving one plain.
 */
export function SubmitOrLeave({
  submit,
  leave,
  href,
}: {
  submit: string;
  leave: string;
  href: string;
}) {
  return (
    <>
      <Button type="submit" size="sm">
        {submit}
      </Button>
      <Link href={href} className={buttonClass({ variant: 'neutral', size: 'sm' })}>
        {leave}
      </Link>
    </>
  );
}
