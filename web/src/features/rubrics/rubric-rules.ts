import { includesName, type Rubric } from '@dapnet/model';

interface Viewer {
  name: string;
  admin: boolean;
}

/** Row actions (edit, delete) belong to admins and to the rubric's owners (spec section 6). */
export function mayManageRubric(rubric: Pick<Rubric, 'ownerNames'>, user: Viewer): boolean {
  return user.admin || includesName(rubric.ownerNames, user.name);
}

/**
 * The rubrics a user may post content to: all of them for admins, only their own for everybody
 * else (the Core answers a non-owner with 403, so offering other rubrics would only fail).
 */
export function postableRubrics<R extends Pick<Rubric, 'ownerNames'>>(
  rubrics: readonly R[],
  user: Viewer,
): R[] {
  return rubrics.filter((rubric) => mayManageRubric(rubric, user));
}

/** The slot sent with new content: 0 asks the Core to choose (it inserts at slot 1 and shifts). */
export function contentSlot(automatic: boolean, number: number | ''): number | '' {
  return automatic ? 0 : number;
}
