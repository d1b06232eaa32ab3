/* C library model: signal (to be written). */
