export { optimisticMutationOptions, useOptimisticMutation, type OptimisticMutationConfig } from './optimistic-mutation';
