import 'umi/typings';
