import { defineModule } from '../../platform/module.ts';
import { LikeSchema } from './presenter.ts';
import { likeRoutes } from './routes.ts';

export { deleteLikesOf, setLike } from './repository.ts';
export { mountParams, type ResourceMount } from './input.ts';
export { mountLikes } from './routes.ts';
export { LikesService } from './service.ts';

/** Likes and likers of every likeable resource type. */
export const likesModule = defineModule({ name: 'likes', schemas: [LikeSchema], routes: [likeRoutes] });
