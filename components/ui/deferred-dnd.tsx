'use client';

import dynamic from 'next/dynamic';

export type { DraggableProvided, DropResult } from '@hello-pangea/dnd';

/*
 * @hello-pangea/dnd's DragDropContext, Droppable and Draggable as next/dynamic components: the
 * library (about 28 kB gzip with react-redux) is a chunk of its own instead of a part of the
 * screen's first-load JS. They still render on the server, so the HTML is what it was (the rows,
 * the handles with their instructions); in the browser the rest of the screen hydrates without
 * waiting for the chunk, and the sortable list hydrates when it arrives (React replays a click
 * made on it meanwhile).
 */
const load = () => import('@hello-pangea/dnd');
// Asked for as soon as a screen with a sortable list runs in the browser, not when React first
// renders the list, so a client navigation to such a screen waits for it as little as can be.
if (typeof window !== 'undefined') void load();

export const DragDropContext = dynamic(() => import('@hello-pangea/dnd').then((m) => m.DragDropContext));
export const Droppable = dynamic(() => import('@hello-pangea/dnd').then((m) => m.Droppable));
export const Draggable = dynamic(() => import('@hello-pangea/dnd').then((m) => m.Draggable));
