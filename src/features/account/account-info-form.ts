export {
  accountChangeRequest as accountInfoForm,
  accountFormOf,
  type AccountField,
  type AccountForm,
} from '../../api/account-change.ts';
