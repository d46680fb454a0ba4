/** @jest-environment node */
// Every endpoint this remote calls answers, from the real embedded api, a payload that the
// shared schema accepts.
import { describeApiContract } from 'shared-kernel/testing';
import { demoApiInject } from 'api/testing';

describeApiContract('mfe-leisure', ['restaurants', 'recettes', 'imagesRecettes', 'imagesSport'], demoApiInject());
