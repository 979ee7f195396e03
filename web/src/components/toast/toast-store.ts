import { create } from 'zustand';

/** Whether any toast was asked for yet: the toast host (and its code) loads only then. */
export const useToastHostNeeded = create<{ needed: boolean }>()(() => ({ needed: false }));
